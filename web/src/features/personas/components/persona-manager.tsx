import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import type { Persona } from '@/lib/api-types';
import {
  activatePersona,
  createPersona,
  deactivatePersonas,
  deletePersona,
  updatePersona,
  usePersonas,
} from '../api/personas';
import { PersonaForm } from './persona-form';

/** List, add, edit, delete and activate personas (who you are in chats). */
export function PersonaManager() {
  const { data, error, mutate } = usePersonas();
  const [editing, setEditing] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setActionError(null);
    try {
      await action();
      await mutate();
    } catch (e) {
      setActionError(errorMessage(e));
    }
  }

  if (error) return <Alert variant="destructive">{errorMessage(error)}</Alert>;
  if (!data) return <Spinner />;
  return (
    <div className="grid gap-4" data-testid="persona-manager">
      {actionError ? <Alert variant="destructive">{actionError}</Alert> : null}
      {data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No personas yet: chats use your display name. Add one to play someone else.
        </p>
      ) : null}
      <ul className="grid gap-3">
        {data.map((p: Persona) => (
          <li key={p.id} className="grid gap-2 rounded-lg border border-border p-3">
            {editing === p.id ? (
              <PersonaForm
                persona={p}
                onCancel={() => setEditing(null)}
                onSave={async (body) => {
                  await updatePersona(p.id, body);
                  await mutate();
                  setEditing(null);
                }}
              />
            ) : (
              <>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{p.name}</span>
                  <Badge>{p.gender}</Badge>
                  {p.isActive ? (
                    <Badge className="border-primary text-primary">Active</Badge>
                  ) : null}
                </div>
                {p.description ? (
                  <p className="whitespace-pre-wrap text-sm text-muted-foreground">
                    {p.description}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  {p.isActive ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void run(deactivatePersonas)}
                    >
                      Stop using
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void run(() => activatePersona(p.id))}
                    >
                      Set active
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => setEditing(p.id)}>
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void run(() => deletePersona(p.id))}
                  >
                    Delete
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <h3 className="text-sm font-medium">Add a persona</h3>
      <PersonaForm
        onSave={async (body) => {
          await createPersona(body);
          await mutate();
        }}
      />
    </div>
  );
}
