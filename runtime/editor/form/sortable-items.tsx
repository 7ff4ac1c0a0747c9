// A list's items reordered by dragging an item's handle, with a mouse, a finger or a pen (dnd-kit).
// The keyboard has the same: the item's menu (Move up, Move down), Alt+ArrowUp / Alt+ArrowDown, and
// the handle itself (Space picks the item up, the arrows move it, Space drops it, Escape puts it
// back), each move said aloud with the item's name.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo, type KeyboardEvent, type ReactNode } from "react";
import { smallButton } from "./styles.ts";

const idOf = (index: number) => `item-${index}`;
const indexOf = (id: string | number) => Number(String(id).slice("item-".length));

const handleStyle = { cursor: "grab", touchAction: "none" } as const;

/** Whether the person asked for less motion: then items jump to their place instead of sliding. */
const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

export function SortableItems({
  count,
  nameOf,
  onMove,
  children,
}: {
  count: number;
  nameOf: (index: number) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  // A press that moves less than 6 px is a click, not a drag.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The same list of ids while the count stays: a new one would draw every item again on each key typed in one.
  const ids = useMemo(() => Array.from({ length: count }, (_, index) => idOf(index)), [count]);
  const position = (id: string | number | undefined) => (id === undefined ? "" : `position ${indexOf(id) + 1} of ${count}`);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(indexOf(active.id))}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(indexOf(active.id))} is over ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => `${nameOf(indexOf(active.id))} was put at ${position(over?.id ?? active.id)}.`,
    onDragCancel: ({ active }) => `${nameOf(indexOf(active.id))} was put back where it was.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: "To move this item, press Space, then the up and down arrows, then Space again to put it there, or Escape to leave it where it was.",
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One item of a SortableItems; `children` is given the item's handle to place among its buttons. */
export function SortableItem({
  index,
  name,
  onKeyDown,
  children,
}: {
  index: number;
  name: string;
  onKeyDown?: (event: KeyboardEvent) => void;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: idOf(index),
    transition: reducedMotion() ? null : undefined,
  });
  const handle = (
    <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Drag to move ${name}`} css={[smallButton, handleStyle]}>
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <div
      ref={setNodeRef}
      onKeyDown={onKeyDown}
      style={{ transform: CSS.Translate.toString(transform), transition, position: "relative", zIndex: isDragging ? 1 : undefined }}
    >
      {children(handle)}
    </div>
  );
}
