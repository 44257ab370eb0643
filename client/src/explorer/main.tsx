// Bundles monaco's editor, JSON and GraphQL workers with Vite (`?worker` imports), so nothing comes from a CDN.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Same origin as the page: the server in production, Vite's proxy in development. The JSON content type
// also satisfies Apollo's CSRF prevention.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const container = document.getElementById('explorer');
if (!container) throw new Error('explorer.html has no #explorer element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher}>
      <GraphiQL.Logo>Backline GraphQL explorer</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
