/**
 * /trackingDetail?order_no=… or ?tracking_no=… (spec §2): one of the member's packages (the order detail and the
 * shipment list link here). Another member's number, or none, is the not-found state. A guest is asked to log in.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $tracking, retryTracking, type TrackingQuery, trackPackage } from '../../stores/shipment/tracking';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { island } from '../locale';
import { TrackingAnswerView } from './TrackingAnswerView';
import '../me/me.css';
import './shipment.css';

interface Props {
  signedIn: boolean;
  /** The page's query, read on the server so both renders agree. */
  query: TrackingQuery;
}

function TrackingDetail({ signedIn, query }: Props) {
  const state = useMember(signedIn);
  const { answer } = useStore($tracking);

  useEffect(() => {
    if (state === 'member') return trackPackage(query);
  }, [state, query]);

  if (state !== 'member' || answer === null) return <MemberPending state={state} />;
  return <TrackingAnswerView answer={answer} onRetry={retryTracking} />;
}

export default island(TrackingDetail);
