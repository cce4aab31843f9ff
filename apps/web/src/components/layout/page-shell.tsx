import type { ReactNode } from 'react';

/** The frame of every signed-in page: its heading, an optional lead line, then the content. */
export function PageShell({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </section>
  );
}
