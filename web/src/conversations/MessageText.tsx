/**
 * A message's words as they were typed: plain text (React writes it as text, never as HTML, so
 * `<script>` shows as those characters), line breaks kept, links left as words, long words
 * wrapped rather than widening the page.
 */
export function MessageText({ text, className = '' }: { text: string; className?: string }) {
  return <p className={`whitespace-pre-wrap [overflow-wrap:anywhere] ${className}`}>{text}</p>;
}
