// Icons by the names pages.json uses, from lucide. The record is typed by the schema's icon list,
// so an icon name added to the schema without a component here does not compile. Server side only:
// a page's data carries the drawings of the icons it shows (icon-markup.ts), so the browser never
// downloads this whole set.
import {
  Anchor, Award, BadgeCheck, Banknote, Box, Boxes, Briefcase, Building2, Calculator, Calendar, Cctv, CircleCheck,
  ClipboardCheck, Clock, Container, DollarSign, Eye, FileCheck, FileText, Forklift, Frame, Gem, Globe, HandHelping,
  Handshake, HardHat, Headphones, Heart, House, Layers, Leaf, Lock, Mail, MapPin, MessageCircle, Monitor, Navigation,
  Package, PackageCheck, Palette, Phone, Plane, Route, Scale, Search, ShieldCheck, Ship, Smartphone, Snowflake, Sofa,
  Sparkles, Star, Target, Thermometer, ThumbsUp, TrendingUp, Truck, Users, Wallet, Warehouse, Weight, Wrench, Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../schema/index.ts";

export const iconSet = {
  anchor: Anchor, award: Award, "badge-check": BadgeCheck, banknote: Banknote, box: Box, boxes: Boxes,
  briefcase: Briefcase, building: Building2, calculator: Calculator, calendar: Calendar, cctv: Cctv,
  "circle-check": CircleCheck, "clipboard-check": ClipboardCheck, clock: Clock, container: Container,
  "dollar-sign": DollarSign, eye: Eye, "file-check": FileCheck, "file-text": FileText, forklift: Forklift,
  frame: Frame, gem: Gem, globe: Globe, "hand-helping": HandHelping, handshake: Handshake, "hard-hat": HardHat,
  headphones: Headphones, heart: Heart, home: House, layers: Layers, leaf: Leaf, lock: Lock, mail: Mail,
  "map-pin": MapPin, "message-circle": MessageCircle, monitor: Monitor, navigation: Navigation, package: Package,
  "package-check": PackageCheck, palette: Palette, phone: Phone, plane: Plane, route: Route, scale: Scale,
  search: Search, "shield-check": ShieldCheck, ship: Ship, smartphone: Smartphone, snowflake: Snowflake, sofa: Sofa,
  sparkles: Sparkles, star: Star, target: Target, thermometer: Thermometer, "thumbs-up": ThumbsUp,
  "trending-up": TrendingUp, truck: Truck, users: Users, wallet: Wallet, warehouse: Warehouse, weight: Weight,
  wrench: Wrench, zap: Zap,
} satisfies Record<IconName, LucideIcon>;
