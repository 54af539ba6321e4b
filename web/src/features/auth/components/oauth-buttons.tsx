import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';

function providerLabel(provider: string): string {
  return provider.charAt(0).toUpperCase() + provider.slice(1);
}

/** Sign-in buttons for the OAuth providers the server has configured (none by default). */
export function OAuthButtons() {
  const { session } = useAuth();
  const providers = session?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="grid gap-2">
      {providers.map((provider) => (
        <Button key={provider} asChild variant="outline">
          <a href={`/api/auth/oauth/${encodeURIComponent(provider)}/login`}>
            Continue with {providerLabel(provider)}
          </a>
        </Button>
      ))}
    </div>
  );
}
