/** The toast container: notices that close on their own after 5000 ms or with their close button. */
import { useSnapshot } from 'valtio';
import { Icon } from '../../components/Icon';
import { dismissToast, toasts } from '../../lib/toast';
import { messages } from '../../messages/shell';

export function Toasts() {
  const { items } = useSnapshot(toasts);
  return (
    <div className="toasts" aria-live="polite" aria-atomic="false">
      {items.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{item.text}</span>
          <button
            type="button"
            className="icon-btn"
            aria-label={messages.common.close}
            onClick={() => dismissToast(item.id)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
