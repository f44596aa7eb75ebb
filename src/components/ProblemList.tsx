/**
 * A heading line and the problems under it, one a list item: what a link or a set of house rules
 * could not use. The caller wraps it, since the wrapper's role differs (an alert on load, a plain
 * box beside a form) and some wrappers hold more (a version note, a dismiss button).
 */
import type { ComponentChildren } from 'preact';

export function ProblemList({
  title,
  problems,
}: {
  title: ComponentChildren;
  problems: readonly string[];
}) {
  return (
    <>
      <p>{title}</p>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
    </>
  );
}
