import {
  FileText,
  Globe,
  Landmark,
  type LucideProps,
  Mail,
  Megaphone,
  MessageSquare,
  MessagesSquare,
  Phone,
  Receipt,
} from 'lucide-react';
import type { DrillMedium } from './drill-contract';

const ICONS = {
  email: Mail,
  sms: MessageSquare,
  chat: MessagesSquare,
  call: Phone,
  invoice: Receipt,
  letter: FileText,
  web: Globe,
  social: Megaphone,
  atm: Landmark,
} as const;

/** The medium's icon, decorative: its name is always written beside it. */
export function MediumIcon({ medium, ...props }: { medium: DrillMedium } & LucideProps) {
  const Icon = ICONS[medium];
  return <Icon aria-hidden="true" {...props} />;
}
