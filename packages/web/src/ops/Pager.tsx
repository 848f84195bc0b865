/** Previous and next for a paged console list; nothing when the list has one page. */
import { Button } from '../components/Button';
import { messages } from './messages';

export function Pager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="ops-pages" aria-label={messages.board.page(pageNo, totalPages)}>
      <Button
        variant="secondary"
        size="sm"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {messages.board.previous}
      </Button>
      <span>{messages.board.page(pageNo, totalPages)}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
      >
        {messages.board.next}
      </Button>
    </nav>
  );
}
