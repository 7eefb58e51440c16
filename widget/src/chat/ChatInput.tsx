// The message box: Enter sends, Shift+Enter adds a line (and Enter while an IME is composing
// does nothing, so Chinese/Japanese/Korean input works); 16 px text so phones do not zoom.
//
// It never gets the `disabled` attribute: a disabled (or readonly) field loses focus, or stops
// being a text field for the phone's keyboard, which then closes after every question. While an
// answer is on its way (`busy`) the visitor may type on and only sending waits; while a listing
// must be chosen first (`locked`) the box is read-only and aria-disabled (focus is on the choices).
import { useLayoutEffect, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { Icon } from './icons';

interface Props {
  label: string;
  placeholder: string;
  sendLabel: string;
  busy: boolean;
  locked: boolean;
  inputRef: Ref<HTMLTextAreaElement> & { current: HTMLTextAreaElement | null };
  onSend: (text: string) => void;
}

const MAX_HEIGHT = 140;

export function ChatInput({ label, placeholder, sendLabel, busy, locked, inputRef, onSend }: Props) {
  const [text, setText] = useState('');
  // Before paint, so the footer never jumps (layout shift). An empty box grows to show its whole
  // placeholder, which wraps instead of being cut (long hints, long agent names, French).
  useLayoutEffect(() => {
    const ta = inputRef.current;
    if (!ta) return;
    ta.style.height = 'auto';
    if (!text) ta.value = placeholder;
    const height = Math.min(ta.scrollHeight + ta.offsetHeight - ta.clientHeight, MAX_HEIGHT);
    if (!text) ta.value = '';
    ta.style.height = `${height}px`;
  }, [text, placeholder, inputRef]);
  const blocked = busy || locked || !text.trim();
  const send = () => {
    if (blocked) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Preact passes the native event (React would put it under nativeEvent).
    if (e.key === 'Enter' && !e.shiftKey && !(e as unknown as globalThis.KeyboardEvent).isComposing) {
      e.preventDefault();
      send();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };
  return (
    <form className="oha-input" onSubmit={submit}>
      <textarea
        ref={inputRef}
        rows={1}
        value={text}
        placeholder={placeholder}
        aria-label={label}
        readOnly={locked}
        aria-disabled={locked || undefined}
        maxLength={2000}
        onInput={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className="oha-send"
        aria-label={sendLabel}
        title={sendLabel}
        // aria-disabled, not disabled: the button keeps its place in the tab order and its focus.
        aria-disabled={blocked}
      >
        <Icon name="send" />
      </button>
    </form>
  );
}
