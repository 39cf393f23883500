import './site.css';

/** The site's own loading state (the admin app's spinner would bring antd into the light entry). */
export function SiteLoading({ label }: { label: string }) {
  return (
    <div className="ed-loading" role="status">
      <span className="ed-spinner" aria-hidden />
      {label}
    </div>
  );
}
