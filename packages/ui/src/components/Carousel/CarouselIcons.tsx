interface IconProps {
  className?: string | undefined;
}

const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.25,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function PreviousIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

export function NextIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}

export function PauseIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M9 6v12M15 6v12" />
    </svg>
  );
}

export function PlayIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className} fill="currentColor">
      <path d="M8 5.5v13l10-6.5z" />
    </svg>
  );
}
