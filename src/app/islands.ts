/**
 * Every island by name (see src/lib/islands/Island.tsx). The browser loads an island's code by the name
 * its prerendered element carries, and only for the islands on the page. `source` is the module as the
 * build manifest names it, so the prerendered page's loader can fetch an island's chunks up front (the
 * prerender fails if it is not the module `load` imports).
 */
export const islands = {
  ColorModeToggle: {
    source: 'src/components/theme/ColorModeToggle.tsx',
    load: () => import('../components/theme/ColorModeToggle').then((m) => m.ColorModeToggleIsland),
  },
  ServicesMenu: {
    source: 'src/app/layout/ServicesMenu.tsx',
    load: () => import('./layout/ServicesMenu').then((m) => m.ServicesMenuIsland),
  },
  MobileNav: {
    source: 'src/app/layout/MobileNav.tsx',
    load: () => import('./layout/MobileNav').then((m) => m.MobileNavIsland),
  },
  FaqAccordion: {
    source: 'src/components/sections/FaqAccordion.tsx',
    load: () => import('../components/sections/FaqAccordion').then((m) => m.FaqAccordionIsland),
  },
  HeroMedia: {
    source: 'src/features/home/HeroMedia.tsx',
    load: () => import('../features/home/HeroMedia').then((m) => m.HeroMediaIsland),
  },
  ProcessStepper: {
    source: 'src/features/home/ProcessStepper.tsx',
    load: () => import('../features/home/ProcessStepper').then((m) => m.ProcessStepperIsland),
  },
  ConsultationRequest: {
    source: 'src/features/consultation/ConsultationRequest.tsx',
    load: () =>
      import('../features/consultation/ConsultationRequest').then((m) => m.ConsultationRequestIsland),
  },
  NotFoundLog: {
    source: 'src/pages/NotFoundLog.tsx',
    load: () => import('../pages/NotFoundLog').then((m) => m.NotFoundLogIsland),
  },
} as const;

export type IslandName = keyof typeof islands;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}

/** Each island's module as the build manifest names it. */
export function islandSources(): Record<string, string> {
  return Object.fromEntries(Object.entries(islands).map(([name, { source }]) => [name, source]));
}
