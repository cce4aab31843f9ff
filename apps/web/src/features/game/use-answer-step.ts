import { type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * One question's answering step, shared by the quiz and the booster: the option chosen, whether
 * "choose first" is due, and the focus moves (the heading when the question appears, the
 * feedback once it is answered), so that the step works with the keyboard and a screen reader.
 * Mount it once per question (a keyed component).
 */
export function useAnswerStep(answered: boolean, send: (optionId: number) => void) {
  const [selected, setSelected] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  useEffect(() => {
    if (answered) feedbackRef.current?.focus();
  }, [answered]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (answered) return;
    if (selected === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    send(selected);
  };
  const select = (optionId: number) => {
    setSelected(optionId);
    setMissing(false);
  };
  return { selected, missing, select, check, headingRef, feedbackRef };
}
