import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Up and down of one row of an ordered list the editor keeps (items, sections, tabs). */
export function MoveButtons({
  what,
  index,
  count,
  onMove,
}: {
  /** The row as the buttons name it: "item 2" gives "Move item 2 up". */
  what: string;
  index: number;
  count: number;
  onMove: (index: number, by: -1 | 1) => void;
}) {
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${what} up`}
        disabled={index === 0}
        onClick={() => onMove(index, -1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${what} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
