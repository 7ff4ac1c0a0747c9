// The surface of what blocks are built on: the content types, the theme, the UI pieces, the
// site's facts and actions, block loading. What builds on the blocks (runtime/app, runtime/server,
// runtime/dev, runtime/editor) is beside this folder, not in it. Node's side has surfaces of its own
// (the core's runtime/foundation/content, runtime/data, runtime/server, runtime/dev), so nothing a
// browser should not load is reachable from here.
export type * from "./content/types.ts";
export { telHref, whatsappHref } from "./actions.ts";
export type { PageData, ResponsivePicture, ShellData } from "./site-data.ts";
export { formProtocol, holdEarlySubmits, type FormProtocol } from "./loading/form-protocol.ts";
export { stopWaitingForView, whenNearView } from "./loading/hydrate-on-view.ts";
export { lazyBlock, type LazyBlock } from "./loading/lazy-block.ts";
export { NoticeProvider, useNotices } from "./notices/index.ts";
export { type FallbackMarks } from "./fallback-marks.ts";
export { useFallbackMarks, useSite } from "./site-context.tsx";
export { breakpoint, color, fontSize, iconColors, radius, shadow, space } from "./theme/tokens.ts";
export { trackEvent } from "./tracking.ts";
export { ActionButton, ButtonRow } from "./ui/action-button.tsx";
export { Icon } from "./ui/icon.tsx";
export { serializeJsonLd } from "./ui/json-ld.tsx";
export { MarkedText } from "./ui/marked-text.tsx";
export { Section } from "./ui/section.tsx";
export { SmartLink } from "./ui/smart-link.tsx";
export { buttonStyles, card, container, grid, iconBadge, muted, pill, visuallyHidden } from "./ui/styles.ts";
