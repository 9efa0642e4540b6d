import {
  BookOpen,
  CalendarDays,
  CalendarPlus,
  ClipboardList,
  Clapperboard,
  Drama,
  FolderOpen,
  House,
  KeyRound,
  Mail,
  Megaphone,
  Pencil,
  Phone,
  Rocket,
  Flower2,
  Gift,
  AlarmClock,
  FilePenLine,
  Search,
  Ticket,
  User,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons navigation records may name in their Icon field (e.g. "calendar"). Each is imported on its own so
 * the bundle carries only these; they are inline SVG, so they draw without any emoji font.
 */
export const MENU_ICONS: Readonly<Record<string, LucideIcon>> = {
  home: House,
  user: User,
  users: Users,
  mail: Mail,
  search: Search,
  calendar: CalendarDays,
  'calendar-plus': CalendarPlus,
  pencil: Pencil,
  phone: Phone,
  book: BookOpen,
  gift: Gift,
  flower: Flower2,
  drama: Drama,
  clapperboard: Clapperboard,
  wrench: Wrench,
  folder: FolderOpen,
  clipboard: ClipboardList,
  megaphone: Megaphone,
  'alarm-clock': AlarmClock,
  ticket: Ticket,
  key: KeyRound,
  'file-pen': FilePenLine,
  rocket: Rocket,
};

/** The icon set's component for an Icon value that names one; undefined for markup (drawn sanitized instead). */
export function namedMenuIcon(icon: string): LucideIcon | undefined {
  return Object.hasOwn(MENU_ICONS, icon.trim()) ? MENU_ICONS[icon.trim()] : undefined;
}
