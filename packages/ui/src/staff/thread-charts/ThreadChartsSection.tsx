import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Card } from '../../components/Card.tsx';
import { TextAreaField, TextField } from '../../components/Field.tsx';
import { useImportThreadChart, useThreadCharts } from './thread-charts-api.ts';
import { RequestError } from '../../components/RequestError.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';

/** The admin's thread charts: those clients pick from, and importing a brand's chart from CSV. */
export function ThreadChartsSection() {
  const charts = useThreadCharts();
  const importChart = useImportThreadChart();
  const [brand, setBrand] = useState('');
  const [name, setName] = useState('');
  const [csv, setCsv] = useState('');
  const headingId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    importChart.mutate(
      { brand, name, csv },
      {
        onSuccess: (chart) => {
          toast.success(`Imported ${chart.name}: ${chart.threads.length} threads`);
          setBrand('');
          setName('');
          setCsv('');
        },
      },
    );
  };

  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-lg font-semibold">
          Thread charts
        </h2>
        <p className="text-sm text-slate-600">
          Clients choose the thread brand on their shelf; each worksheet names the nearest thread of that
          chart for every stop.
        </p>
        {charts.data ? (
          <ul aria-label="Thread charts" className="flex flex-col gap-1 text-sm">
            {charts.data.map((chart) => (
              <li key={chart.id} className="flex flex-wrap gap-x-2">
                <span className="font-medium text-slate-900">{chart.name}</span>
                <span className="text-slate-500">
                  {chart.threads.length} threads{chart.builtIn ? ', built in' : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <form className="flex flex-col gap-3" onSubmit={onSubmit} noValidate>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField label="Brand" value={brand} onChange={(e) => setBrand(e.target.value)} />
            <TextField label="Chart name" value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <TextAreaField
            label="Chart (CSV)"
            hint="One thread a line: code,name,hex (for example 1001,Snow White,#ffffff)"
            rows={6}
            value={csv}
            onChange={(e) => setCsv(e.target.value)}
          />
          <RequestError error={importChart.error} fallback="Could not import the chart" />
          <div>
            <SubmitButton pending={importChart.isPending} pendingLabel="Importing…">
              Import chart
            </SubmitButton>
          </div>
        </form>
      </section>
    </Card>
  );
}
