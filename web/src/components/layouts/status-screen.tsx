import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatusScreenProps {
  title: string;
  children: ReactNode;
}

/** A page that only says something: 403, 404, server unreachable. */
export function StatusScreen({ title, children }: StatusScreenProps) {
  return (
    <div className="mx-auto grid max-w-xl gap-4 py-16 text-center">
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      <div className="text-muted-foreground">{children}</div>
      <p>
        <Link to="/" className="text-primary underline-offset-4 hover:underline">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
