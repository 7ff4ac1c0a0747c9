// Whether the blocks that move by themselves (the picture grid's reshuffle) hold still here, whatever
// the visitor's setting. The editor's preview holds them still: the person editing reads and types
// beside it, and a picture grid trading places every few seconds there would pull the eye away, with
// no way to stop it (WCAG 2.2.2), and would keep a phone's processor busy for a page no visitor sees.
import { createContext } from "react";

export const HeldStill = createContext(false);
