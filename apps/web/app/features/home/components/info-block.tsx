import { Link } from 'react-router';
import { buttonClasses } from '~/ui/button';

const TOPICS = [
  {
    title: 'TV mounts',
    text: 'Fixed, tilting, full-motion and ceiling mounts for 32" to 85" screens, with the fittings in the box.',
  },
  {
    title: 'HDMI cables',
    text: 'High-speed and 8K cables, from one metre behind the TV to fifteen across the room.',
  },
  {
    title: 'Streaming devices',
    text: 'Turn any TV with an HDMI port into a smart TV, with apps, casting and voice remotes.',
  },
  {
    title: 'Entertainment units',
    text: 'Wall-mounted and floor-standing units that hide the wires and hold your set-top box.',
  },
];

/** Spec section 2: the informational block, with Explore Products. */
export function InfoBlock() {
  return (
    <section aria-labelledby="info-heading" className="bg-white py-14">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="info-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Everything for a better TV setup
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Not sure what you need? Here is what each part of a home entertainment setup does.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TOPICS.map((topic) => (
            <li key={topic.title} className="rounded-xl border border-slate-200 bg-slate-50 p-5">
              <h3 className="font-semibold text-slate-900">{topic.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{topic.text}</p>
            </li>
          ))}
        </ul>
        <Link to="/products" className={buttonClasses('primary', 'md', 'mt-8')}>
          Explore Products
        </Link>
      </div>
    </section>
  );
}
