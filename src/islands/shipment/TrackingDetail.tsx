/**
 * /trackingDetail?order_no=… or ?tracking_no=… (spec §2): one of the member's packages (the order detail and the
 * shipment list link here). Another member's number, or none, is the not-found state. A guest is asked to log in.
 */
import { useEffect, useState } from 'react';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { island } from '../locale';
import { loadTracking, type TrackingAnswer } from './load-tracking';
import { TrackingAnswerView } from './TrackingAnswerView';
import '../me/me.css';
import './shipment.css';

interface Props {
  signedIn: boolean;
  /** The page's query, read on the server so both renders agree. */
  query: { tracking_no?: string | undefined; order_no?: string | undefined };
}

function TrackingDetail({ signedIn, query }: Props) {
  const state = useMember(signedIn);
  const [answer, setAnswer] = useState<TrackingAnswer | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry's trigger; the query is the page's, fixed.
  useEffect(() => {
    if (state !== 'member') return;
    if (!query.tracking_no && !query.order_no) {
      setAnswer({ kind: 'notFound' });
      return;
    }
    let current = true;
    void loadTracking(query).then((a) => {
      if (current) setAnswer(a);
    });
    return () => {
      current = false;
    };
  }, [state, attempt]);

  if (state !== 'member' || answer === null) return <MemberPending state={state} />;
  return (
    <TrackingAnswerView
      answer={answer}
      onRetry={() => {
        setAnswer(null);
        setAttempt((n) => n + 1);
      }}
    />
  );
}

export default island(TrackingDetail);
