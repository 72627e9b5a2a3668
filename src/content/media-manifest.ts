// TEMPORARY until scripts/media generates this file.
export const ogImage = { url: '/media/og/default.jpg', width: 1200, height: 630 } as const;
