import { pageOf } from '../../config/pages';

/** Stands in for a screen whose issue has not landed yet: its heading and one honest sentence. */
export default function ComingSoonScreen({ path }: { path: string }) {
  const page = pageOf(path);
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-3">
      <h1 id="page-heading" className="text-3xl font-bold text-ink">
        {page?.title}
      </h1>
      <p className="text-muted">{page?.description}</p>
      <p className="text-ink">This screen is not built yet.</p>
    </section>
  );
}
