import type { ReactNode, RefObject } from 'react';

/**
 * The box a chart measures (useWidth) and, once it is measured, the chart's SVG drawn 1:1 at that
 * size. The SVG is hidden from assistive technology: every chart gives the same numbers as text.
 */
export function ChartFrame({
  frameRef,
  className,
  measured,
  width,
  height,
  children,
}: {
  frameRef: RefObject<HTMLDivElement | null>;
  className: string;
  measured: boolean;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <div ref={frameRef} className={className}>
      {measured && (
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          focusable="false"
        >
          {children}
        </svg>
      )}
    </div>
  );
}

/** Horizontal grid lines across the plot, each with its value at the left of it. */
export function ValueGrid({
  ticks,
  left,
  right,
  gridClassName,
  axisClassName,
  label,
}: {
  ticks: readonly { value: number; y: number }[];
  left: number;
  right: number;
  gridClassName: string;
  axisClassName: string;
  label: (value: number) => ReactNode;
}) {
  return ticks.map((tick) => (
    <g key={tick.value}>
      <line x1={left} x2={right} y1={tick.y} y2={tick.y} className={gridClassName} />
      <text
        x={left - 8}
        y={tick.y}
        textAnchor="end"
        dominantBaseline="central"
        className={axisClassName}
      >
        {label(tick.value)}
      </text>
    </g>
  ));
}
