/** Message centre calls of spec §7. */
import * as v from 'valibot';
import { defineCall } from './call';
import { NoInput } from './common';

export const messageCount = defineCall({
  method: 'POST',
  path: '/message/count',
  summary: "The member's unread messages (the bell's badge).",
  access: 'member',
  input: NoInput,
  output: v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});
