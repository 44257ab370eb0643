/** Transport icons drawn inline, so they look the same whatever fonts the device has. */
const iconProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'currentColor',
  focusable: false,
} as const;

export function PlayIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M4 2.5v11l9.5-5.5z" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />
    </svg>
  );
}

export function PreviousIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M3 2.5h2v11H3zM13.5 2.5v11L5.5 8z" />
    </svg>
  );
}

export function NextIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M11 2.5h2v11h-2zM2.5 2.5v11l8-5.5z" />
    </svg>
  );
}

/** The stand-in for a missing cover: a drawn note, with no font fallback to find a glyph. */
export function NoteIcon() {
  return (
    <svg {...iconProps} width="1em" height="1em" aria-hidden="true">
      <path d="M8.5 2H10v10h-1.5zM10 2c0 2 3.5 2.5 3.5 5.5-.8-1.4-2-2-3.5-2zM10 12a2.5 2 0 1 1-5 0 2.5 2 0 1 1 5 0z" />
    </svg>
  );
}

export function QueueIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M2 3h9v1.5H2zm0 3.5h9V8H2zM2 10h6v1.5H2zm8 0l4 2.25L10 14.5z" />
    </svg>
  );
}

export function KeyboardIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <path d="M1.5 4h13a.5.5 0 0 1 .5.5v7a.5.5 0 0 1-.5.5h-13a.5.5 0 0 1-.5-.5v-7a.5.5 0 0 1 .5-.5zM3 6v1.5h1.5V6zm2.5 0v1.5H7V6zM8 6v1.5h1.5V6zm2.5 0v1.5H12V6zM4.5 9v1.5h7V9z" />
    </svg>
  );
}
