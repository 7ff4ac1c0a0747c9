// What every field of the generated form is given.
import type { ComponentType, ReactNode } from "react";
import type { SchemaNode } from "../../foundation/content/schema-nodes.ts";

export interface FieldProps {
  node: SchemaNode;
  name: string | number;
  value: unknown;
  pointer: string;
  onChange: (next: unknown) => void;
  /** Whether the field may be left out (an optional property is removed when emptied). */
  optional?: boolean;
  /** The label to use instead of the schema's (list items). */
  label?: string;
  /** Buttons of a list item, shown beside the label. */
  itemButtons?: ReactNode;
  /** Properties of an object left out of its form (edited elsewhere, such as a page's blocks). */
  omit?: readonly string[];
}

/** A group is given the field component to render its children with (which renders groups in turn). */
export type GroupProps = FieldProps & { label: string; Field: ComponentType<FieldProps> };
