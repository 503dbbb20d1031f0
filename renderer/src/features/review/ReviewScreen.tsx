// Process: renderer. Review before finalizing: variance per category (units and value, a bar chart) and per item
// (the items most short and most over), missing items per category, unknown tags, zero counts to confirm, and Finalize.
// The store's tolerances mark each line within or beyond, and the lines beyond can be sent back to recount
// (ReviewMarksPanel). A blind session shows no expected figure anywhere. Also the read-only view of a finalized session.
import { useApp } from '../../store/context';
import { AccuracyPanel } from '../accuracy/AccuracyPanel';
import { CountHeader } from '../counts/CountHeader';
import { CountMessages } from '../counts/CountMessages';
import { RefusedPanel } from '../counts/RefusedPanel';
import { UnknownsPanel } from '../counts/UnknownsPanel';
import { FinalizePanel } from './FinalizePanel';
import { ItemVariancePanel } from './ItemVariancePanel';
import { MissingPanel } from './MissingPanel';
import { RecountListPanel } from './RecountListPanel';
import { ReviewMarksPanel } from './ReviewMarksPanel';
import { VariancePanel } from './VariancePanel';

export function ReviewScreen() {
  const session = useApp((s) => s.countSession);
  if (!session) return null;
  return (
    <section className="review" aria-labelledby="count-title">
      <CountHeader onReview={false} />
      <CountMessages />
      <div className="review-grid">
        <VariancePanel />
        <div className="review-side">
          {!session.readOnly && <FinalizePanel />}
          <RefusedPanel />
          <UnknownsPanel />
          <AccuracyPanel />
        </div>
        <ReviewMarksPanel />
        <RecountListPanel />
        <ItemVariancePanel />
        <MissingPanel />
      </div>
    </section>
  );
}
