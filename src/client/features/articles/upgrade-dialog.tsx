import { Link } from 'react-router';
import type { LIMIT_REASON } from '@shared/articles';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export const UPGRADE_TITLE = "You've read today's free article";
export const UPGRADE_TEXT =
  'Members read every article in the coffee corner, plus 30+ learning modules and 17+ business calculators built for gym owners.';

/** Spec 000 §2, §4: opened with reason daily_limit_reached; makes no calls. */
export function UpgradeDialog({
  open,
  onOpenChange,
  reason,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  reason: typeof LIMIT_REASON;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={UPGRADE_TITLE} description={UPGRADE_TEXT}>
      <div data-reason={reason}>
        <ul className="space-y-1.5 text-sm text-slate-700">
          <li>• Unlimited articles on pricing, retention, staffing, meets and cash flow</li>
          <li>• 17+ business calculators: pricing, capacity, break-even and more</li>
          <li>• A peer network of owners, directors and managers</li>
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          Free visitors can read one article a day. Your free article resets tomorrow (UTC).
        </p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button asChild variant="accent">
            <Link to="/auth">Join the club</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/auth">Sign in</Link>
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Maybe later
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
