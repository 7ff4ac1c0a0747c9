import { useState, type Dispatch, type SetStateAction } from "react";
import { useLocation } from "react-router";

/**
 * The open state of a menu, closed again whenever the address changes (a link in it followed, back
 * or forward). Set while rendering, not in an effect, so the new page is never painted with the
 * menu still open.
 */
export function useOpenUntilNavigation(): [boolean, Dispatch<SetStateAction<boolean>>] {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [renderedFor, setRenderedFor] = useState(pathname);
  if (renderedFor !== pathname) {
    setRenderedFor(pathname);
    setOpen(false);
  }
  return [open, setOpen];
}
