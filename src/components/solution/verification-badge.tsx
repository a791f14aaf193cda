/**
 * The algebra check's label on a task ('Provereno', 'Ispravljeno', 'Nije prošlo proveru',
 * 'Nije provereno') with a short explanation of how it was checked: a toggletip, opened and closed
 * by tap, click or Enter, closed by Escape or leaving it; screen readers hear the explanation as
 * the button's description. A replaced or declined answer also says so in a visible note.
 */
import { useId, useState } from 'react';
import type { Verification } from '../../../contract/solution.js';
import { sr } from '../../i18n/sr.js';
import { describeVerification } from './verification-text.js';
import './verification-badge.css';

const MARKS = { ok: '✓', fixed: '✓', declined: '✕', unchecked: '?' } as const;

export function VerificationBadge({ verification }: { verification: Verification }) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const view = describeVerification(verification);
  const prominent = view.tone === 'fixed' || view.tone === 'declined';
  return (
    <div className={`verify verify--${view.tone}`}>
      <span
        className="verify__anchor"
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <button
          type="button"
          className="verify__badge"
          aria-expanded={open}
          aria-describedby={tipId}
          aria-label={sr.verification.howLabel(view.label)}
          onClick={() => setOpen((was) => !was)}
        >
          <span className="verify__mark" aria-hidden="true">
            {MARKS[view.tone]}
          </span>
          {view.label}
        </button>
        <span id={tipId} role="tooltip" className={open ? 'verify__tip is-open' : 'verify__tip'}>
          {view.text}
        </span>
      </span>
      {prominent && <p className="verify__note">{view.text}</p>}
    </div>
  );
}
