/**
 * One maths input: MathLive's <math-field> (created here, so React never re-renders its inside),
 * with the maths keyboard (maths-keyboard.ts) shown while it has focus, on phones and computers alike:
 * a pupil finds ≤, fractions and roots there, not on a physical keyboard.
 */
import { useEffect, useRef } from 'react';
import { MathfieldElement } from 'mathlive';
import { MATH_KEYBOARD_HIDE_DELAY_MS } from '../../config/ui-constants.js';
import { configureMathLive } from './maths-keyboard.js';

export interface MathFieldProps {
  /** The LaTeX the field starts with (later changes are the user's). */
  initialValue: string;
  /** The id of the element that names the field. */
  labelledBy: string;
  describedBy?: string;
  autoFocus?: boolean;
  invalid?: boolean;
  onChange: (latex: string) => void;
  /** Enter (or the keyboard's return key) in the field. */
  onEnter?: () => void;
}

/** One keyboard serves every field: moving from one field to the next must cancel the first's hide. */
let keyboardHideTimer: number | undefined;

export function MathField({
  initialValue,
  labelledBy,
  describedBy,
  autoFocus,
  invalid,
  onChange,
  onEnter,
}: MathFieldProps) {
  const host = useRef<HTMLDivElement>(null);
  const field = useRef<MathfieldElement | null>(null);
  const handlers = useRef({ onChange, onEnter });
  useEffect(() => {
    handlers.current = { onChange, onEnter };
  }, [onChange, onEnter]);

  useEffect(() => {
    configureMathLive();
    const mf = new MathfieldElement();
    mf.mathVirtualKeyboardPolicy = 'manual';
    mf.setAttribute('aria-labelledby', labelledBy);
    host.current?.append(mf);
    mf.menuItems = [];
    mf.value = initialValue;
    field.current = mf;
    const onInput = (event: Event) => {
      // MathLive reports Enter as an input event of type insertLineBreak.
      if ((event as InputEvent).inputType === 'insertLineBreak') handlers.current.onEnter?.();
      else handlers.current.onChange(mf.getValue('latex'));
    };
    const show = () => {
      window.clearTimeout(keyboardHideTimer);
      window.mathVirtualKeyboard.show();
    };
    const hide = () => window.mathVirtualKeyboard.hide();
    // Not at once: a tap on a button below would be lost (ui-constants.ts).
    const hideSoon = () => {
      window.clearTimeout(keyboardHideTimer);
      keyboardHideTimer = window.setTimeout(hide, MATH_KEYBOARD_HIDE_DELAY_MS);
    };
    mf.addEventListener('input', onInput);
    mf.addEventListener('focusin', show);
    mf.addEventListener('focusout', hideSoon);
    if (autoFocus) mf.focus();
    return () => {
      mf.removeEventListener('input', onInput);
      mf.removeEventListener('focusin', show);
      mf.removeEventListener('focusout', hideSoon);
      mf.remove();
      // A removed task's field leaves the keyboard to the field that has the focus now, if any.
      if (document.activeElement?.tagName !== 'MATH-FIELD') hide();
    };
    // The field is made once; its value is the user's from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const mf = field.current;
    if (!mf) return;
    if (describedBy) mf.setAttribute('aria-describedby', describedBy);
    else mf.removeAttribute('aria-describedby');
    if (invalid) mf.setAttribute('aria-invalid', 'true');
    else mf.removeAttribute('aria-invalid');
  }, [describedBy, invalid]);

  return <div ref={host} className={`math-input${invalid ? ' math-input--invalid' : ''}`} />;
}
