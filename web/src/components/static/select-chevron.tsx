/** A native select's open indicator, in the slot of Chakra's native-select recipe. */
export function SelectChevron({ className }: { className: string }) {
  return (
    <span className={className} aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </span>
  );
}
