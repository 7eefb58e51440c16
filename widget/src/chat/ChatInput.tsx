// The message box: Enter sends, Shift+Enter adds a line (and Enter while an IME is composing
// does nothing, so Chinese/Japanese/Korean input works); 16 px text so phones do not zoom.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from './icons';

interface Props {
  label: string;
  placeholder: string;
  sendLabel: string;
  disabled: boolean;
  onSend: (text: string) => void;
}

export function ChatInput({ label, placeholder, sendLabel, disabled, onSend }: Props) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const ta = ref.current;
    if (!ta) return;
    ta.style.height = 'auto';
    ta.style.height = `${Math.min(ta.scrollHeight, 140)}px`;
  }, [text]);
  const send = () => {
    if (disabled || !text.trim()) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
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
        ref={ref}
        rows={1}
        value={text}
        placeholder={placeholder}
        aria-label={label}
        disabled={disabled}
        maxLength={2000}
        onInput={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className="oha-send"
        aria-label={sendLabel}
        title={sendLabel}
        disabled={disabled || !text.trim()}
      >
        <Icon name="send" />
      </button>
    </form>
  );
}
