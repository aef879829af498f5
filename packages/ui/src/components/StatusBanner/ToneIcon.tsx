export type IconTone = 'positive' | 'critical' | 'caution' | 'info' | 'neutral';

const paths: Record<IconTone, string> = {
  positive: 'M6.5 10.2l2.3 2.3 4.7-5',
  critical: 'M10 6v4.5M10 13.5v.01',
  caution: 'M10 7.5v3.5M10 13.8v.01',
  info: 'M10 9v4.5M10 6.5v.01',
  neutral: 'M10 6.5V10l2.5 1.5',
};

/** The mark that goes with a tone, so the tone never rests on colour alone; decorative, the text carries the meaning. */
export function ToneIcon({ tone, className }: { tone: IconTone; className?: string }) {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {tone === 'caution' ? (
        <path d="M10 2.5l8 14H2z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      ) : (
        <circle cx="10" cy="10" r="7.75" fill="none" stroke="currentColor" strokeWidth="1.6" />
      )}
      <path d={paths[tone]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
