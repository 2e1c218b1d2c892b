import { DEFAULT_MACHINE_PROFILE, type ClientMachines } from '@stitchdesk/shared';

/** "DST, PES (version 1)": the formats a delivery comes in; the PES version only where PES is one. */
function formatsText(profile: ClientMachines): string {
  return profile.formats
    .map((format) => (format === 'PES' ? `PES (version ${profile.pesVersion})` : format))
    .join(', ');
}

const hoopText = ({ width, height }: ClientMachines['hoopMm']) => `${width} × ${height} mm`;

const term = 'text-xs font-semibold tracking-wide text-slate-500 uppercase';

/**
 * A client's machines as a digitizer reads them before starting (the client page, the staff order
 * page): formats, needles, hoop, thread brand and chart, speed. A client who never saved a profile
 * gets the defaults, and the words say so rather than pass the defaults off as the client's choice.
 */
export function MachineProfileFacts({ profile }: { profile: ClientMachines | null }) {
  if (!profile)
    return (
      <p className="text-sm text-slate-600">
        The client has not set a machine profile. Deliveries use the defaults:{' '}
        {DEFAULT_MACHINE_PROFILE.formats.join(', ')}, {DEFAULT_MACHINE_PROFILE.needles} needles, a{' '}
        {hoopText(DEFAULT_MACHINE_PROFILE.hoopMm)} hoop.
      </p>
    );
  const facts: [string, string][] = [
    ['Formats', formatsText(profile)],
    ['Needles', String(profile.needles)],
    ['Hoop', hoopText(profile.hoopMm)],
    ['Thread brand', profile.threadChartName.brand],
    ['Thread chart', profile.threadChartName.name],
    ['Speed', `${profile.speedSpm.toLocaleString('en-US')} stitches per minute`],
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className={term}>{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
