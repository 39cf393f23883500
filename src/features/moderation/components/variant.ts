/** The desktop screen sits in the admin layout; the tablet view fills a 10-inch touch screen. */
export type Variant = 'desktop' | 'tablet';
