// The generated form's looks, in the site's colour tokens (so its light and dark themes follow).
import { css } from "@emotion/react";
import { color } from "../../foundation/theme/tokens.ts";

export const fieldStyle = css`
  display: grid;
  gap: 4px;
  margin: 0 0 14px;
  label,
  .label {
    font-weight: 600;
  }
`;

export const helpStyle = css`
  margin: 0;
  font-size: 0.875rem;
  color: ${color("textMuted")};
`;

export const problemStyle = css`
  margin: 0;
  font-size: 0.875rem;
  color: ${color("danger")};
  font-weight: 600;
  &[data-severity="warning"] {
    color: ${color("text")};
    border-inline-start: 4px solid ${color("highlight")};
    padding-inline-start: 6px;
  }
`;

export const inputStyle = css`
  font: inherit;
  width: 100%;
  box-sizing: border-box;
  padding: 6px 8px;
  border: 1px solid ${color("border")};
  border-radius: 6px;
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  &[aria-invalid="true"] {
    border: 2px solid ${color("danger")};
  }
  &:focus-visible {
    outline: 3px solid ${color("focus")};
    outline-offset: 1px;
  }
`;

export const groupStyle = css`
  border: 1px solid ${color("border")};
  border-radius: 8px;
  padding: 8px 12px 4px;
  margin: 0 0 14px;
  min-width: 0;
  &[aria-invalid="true"] {
    border: 2px solid ${color("danger")};
  }
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
`;

export const smallButton = css`
  font: inherit;
  font-size: 0.875rem;
  padding: 4px 8px;
  border: 1px solid ${color("border")};
  border-radius: 6px;
  background: ${color("surface")};
  color: ${color("text")};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${color("focus")};
    outline-offset: 1px;
  }
`;

export const itemBar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0 0 8px;
`;

export const switchStyle = css`
  appearance: none;
  width: 44px;
  height: 24px;
  border-radius: 12px;
  background: ${color("border")};
  position: relative;
  cursor: pointer;
  margin: 0;
  &::after {
    content: "";
    position: absolute;
    inset-block-start: 3px;
    inset-inline-start: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${color("surfaceRaised")};
    transition: inset-inline-start 0.15s ease;
  }
  &:checked {
    background: ${color("accent")};
  }
  &:checked::after {
    inset-inline-start: 23px;
  }
  &:focus-visible {
    outline: 3px solid ${color("focus")};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }
`;

export const listboxStyle = css`
  list-style: none;
  margin: 4px 0 0;
  padding: 4px;
  max-height: 220px;
  overflow: auto;
  border: 1px solid ${color("border")};
  border-radius: 6px;
  background: ${color("surfaceRaised")};
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  [role="option"] {
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 4px 8px;
    border-radius: 4px;
    cursor: pointer;
  }
  [role="option"][aria-selected="true"] {
    background: ${color("accent")};
    color: ${color("accentText")};
  }
  [role="option"].active {
    outline: 2px solid ${color("focus")};
  }
`;
