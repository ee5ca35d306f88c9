import { forwardRef, useRef, useState, type PointerEvent } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { dragOpacity, isDraggedAway } from './dragDismiss.ts';

const SEVERITY: Record<string, AlertColor> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
  default: 'info',
};

interface DragStart {
  x: number;
  width: number;
}

/**
 * A toast that follows the pointer sideways; let go past 80 % of its width and it is dismissed,
 * otherwise it springs back. The close button still works for keyboard and screen-reader users.
 */
export const DraggableToast = forwardRef<HTMLDivElement, CustomContentProps>(function DraggableToast(
  { id, message, variant },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const [offset, setOffset] = useState(0);
  const [width, setWidth] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<DragStart | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    drag.current = { x: event.clientX, width: event.currentTarget.offsetWidth };
    setWidth(event.currentTarget.offsetWidth);
    setDragging(true);
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset(event.clientX - drag.current.x);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    setDragging(false);
    if (start && isDraggedAway(event.clientX - start.x, start.width)) closeSnackbar(id);
    else setOffset(0);
  };

  const springBack = () => {
    drag.current = null;
    setDragging(false);
    setOffset(0);
  };

  return (
    <SnackbarContent ref={ref}>
      <Alert
        data-toast={variant}
        severity={SEVERITY[variant] ?? 'info'}
        variant="filled"
        elevation={6}
        onClose={() => closeSnackbar(id)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={springBack}
        sx={{
          width: '100%',
          minWidth: { xs: 'auto', sm: 320 },
          maxWidth: 420,
          cursor: dragging ? 'grabbing' : 'grab',
          userSelect: 'none',
          touchAction: 'pan-y',
          transform: `translateX(${offset}px)`,
          opacity: dragOpacity(offset, width),
          transition: dragging ? 'none' : 'transform 220ms cubic-bezier(0.2, 0.8, 0.3, 1.2), opacity 220ms',
        }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
