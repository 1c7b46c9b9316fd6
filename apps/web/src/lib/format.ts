const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 'Rs. 1,50,000' as the spec writes prices. */
export const formatPrice = (price: number) => `Rs. ${rupees.format(price)}`;

/** The first 30 characters of a description followed by '...'. */
export const descriptionPreview = (description: string) => `${description.substring(0, 30)}...`;

/** 'Xd Xh Xm Xs' until the end, '0d 0h 0m 0s' once it has passed. */
export function formatTimeLeft(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${days}d ${hours}h ${minutes}m ${totalSeconds % 60}s`;
}

const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** An ISO-8601 instant as a date and time in the viewer's own time zone. */
export const formatMoment = (iso: string) => moment.format(new Date(iso));
