/** A page that spends a token from an e-mail link once, and says how it went. */
import { useMutation } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { gql } from '../../lib/graphql.ts';
import type { Document } from '../../lib/graphql-doc.ts';

export function TokenActionPage({
  mutation,
  title,
  working,
  done,
  failed,
}: {
  mutation: Document<unknown, { t: string }>;
  title: string;
  working: string;
  done: string;
  failed: string;
}) {
  const { token } = useParams({ strict: false }) as { token: string };
  const m = useMutation({ mutationFn: () => gql(mutation, { t: token }, { quiet: true }) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per token
  useEffect(() => m.mutate(), [token]);
  return (
    <section className="page narrow panel">
      <h1>{title}</h1>
      {m.isPending && <p>{working}</p>}
      {m.isSuccess && <p className="success-text">{done}</p>}
      {m.isError && (
        <p className="error-box" role="alert">
          {failed}
        </p>
      )}
    </section>
  );
}
