import {
  AudioLines,
  Briefcase,
  ClipboardList,
  Compass,
  Disc3,
  Drum,
  Flame,
  Guitar,
  Handshake,
  Headphones,
  type LucideIcon,
  Map as MapIcon,
  Megaphone,
  MessageCircle,
  MicVocal,
  Music,
  Music2,
  Music4,
  Palette,
  Piano,
  SlidersHorizontal,
  SlidersVertical,
  TrendingUp,
  Volume2,
} from 'lucide-react';

interface GlyphDrawing {
  Icon: LucideIcon;
  /** What the drawing shows, for a control that offers it (the avatar picker). */
  name: string;
}

/**
 * The API keeps avatars, artwork and persona pictures as emoji (the product description's data, and
 * what a phone client written against it reads); the web client draws each as an SVG icon, so they
 * look the same everywhere and never show as an empty box where no emoji font is installed.
 */
const DRAWINGS: Record<string, GlyphDrawing> = {
  '🎧': { Icon: Headphones, name: 'Headphones' },
  '🎤': { Icon: MicVocal, name: 'Microphone' },
  '🎸': { Icon: Guitar, name: 'Guitar' },
  '🎹': { Icon: Piano, name: 'Piano' },
  '🥁': { Icon: Drum, name: 'Drum' },
  '🎷': { Icon: AudioLines, name: 'Sound waves' },
  '🎺': { Icon: Volume2, name: 'Speaker' },
  '🎻': { Icon: Music2, name: 'Two notes' },
  '🎵': { Icon: Music, name: 'Note' },
  '🎶': { Icon: Music4, name: 'Notes' },
  '💿': { Icon: Disc3, name: 'Record' },
  '🔥': { Icon: Flame, name: 'Flame' },
  '🧭': { Icon: Compass, name: 'Compass' },
  '🎨': { Icon: Palette, name: 'Palette' },
  '💼': { Icon: Briefcase, name: 'Briefcase' },
  '🎛️': { Icon: SlidersVertical, name: 'Mixing desk' },
  '📋': { Icon: ClipboardList, name: 'Checklist' },
  '🗺️': { Icon: MapIcon, name: 'Map' },
  '💬': { Icon: MessageCircle, name: 'Speech bubble' },
  '🤝': { Icon: Handshake, name: 'Handshake' },
  '📈': { Icon: TrendingUp, name: 'Rising chart' },
  '📣': { Icon: Megaphone, name: 'Megaphone' },
  '🎚️': { Icon: SlidersHorizontal, name: 'Fader' },
};

/** A symbol from before this list, or one added on the server first, still gets a picture. */
const UNKNOWN: GlyphDrawing = { Icon: Music, name: 'Note' };

/** Emoji with and without their presentation selector (U+FE0F) are the same symbol. */
const withoutSelector = (symbol: string) => symbol.replace(/\uFE0F/g, '');
const BY_SYMBOL = new Map(
  Object.entries(DRAWINGS).map(([symbol, drawing]) => [withoutSelector(symbol), drawing]),
);

function drawingOf(symbol: string): GlyphDrawing {
  return BY_SYMBOL.get(withoutSelector(symbol)) ?? UNKNOWN;
}

/** What a glyph shows, in words: the accessible name of a control that offers it. */
export function glyphName(symbol: string): string {
  return drawingOf(symbol).name;
}

/** An avatar, artwork or feature emoji drawn as an SVG icon the size of the text around it. */
export function Glyph({ symbol, className }: { symbol: string; className?: string }) {
  const { Icon } = drawingOf(symbol);
  return <Icon className={className ? `glyph ${className}` : 'glyph'} size="1em" aria-hidden="true" />;
}
