/** The plain page every development tool answers with (outbox, Google and gateway stand-ins). */
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export const page = (title: string, body: Html) =>
  html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1b2230}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e1e5e3;padding:.5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}label{display:block;margin:1rem 0 .25rem;font-weight:600}input{font:inherit;width:100%;padding:.5rem;border:1px solid #596273;border-radius:.375rem;box-sizing:border-box}button{font:inherit;margin-top:1.25rem;padding:.6rem 1.5rem;border:0;border-radius:999px;background:#0a7a3d;color:#fff;font-weight:600}.note{background:#fff4d6;padding:.75rem 1rem;border-radius:.5rem}</style></head><body>${body}</body></html>`;
