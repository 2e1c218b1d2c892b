import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error element: the product's heading with the error text (docs/product.md §Error page). */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 p-8">
      <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <pre className="whitespace-pre-wrap rounded-lg bg-slate-100 p-4 text-sm text-red-700">
        {errorText(error)}
      </pre>
      <a className="text-brand-700 underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
