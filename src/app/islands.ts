/**
 * Every island by name (see src/lib/islands/Island.tsx): the browser loads an island's code by the name
 * its prerendered element carries, and only for the islands on the page.
 */
export const islandLoaders = {
  ColorModeToggle: () => import('../components/theme/ColorModeToggle').then((m) => m.ColorModeToggleIsland),
  ServicesMenu: () => import('./layout/ServicesMenu').then((m) => m.ServicesMenuIsland),
  MobileNav: () => import('./layout/MobileNav').then((m) => m.MobileNavIsland),
  FaqAccordion: () => import('../components/sections/FaqAccordion').then((m) => m.FaqAccordionIsland),
  HeroVideo: () => import('../features/home/HeroVideo').then((m) => m.HeroVideoIsland),
  ProcessStepper: () => import('../features/home/ProcessStepper').then((m) => m.ProcessStepperIsland),
  ConsultationRequest: () =>
    import('../features/consultation/ConsultationRequest').then((m) => m.ConsultationRequestIsland),
  NotFoundLog: () => import('../pages/NotFoundLog').then((m) => m.NotFoundLogIsland),
} as const;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}

/**
 * Each island's module as the build manifest names it, for the prerender: the page's loader fetches an
 * island's chunks up front (the prerender fails if one is not the module its loader imports). Apart
 * from the loaders, so the browser's bundle leaves it out.
 */
export const islandSources = {
  ColorModeToggle: 'src/components/theme/ColorModeToggle.tsx',
  ServicesMenu: 'src/app/layout/ServicesMenu.tsx',
  MobileNav: 'src/app/layout/MobileNav.tsx',
  FaqAccordion: 'src/components/sections/FaqAccordion.tsx',
  HeroVideo: 'src/features/home/HeroVideo.tsx',
  ProcessStepper: 'src/features/home/ProcessStepper.tsx',
  ConsultationRequest: 'src/features/consultation/ConsultationRequest.tsx',
  NotFoundLog: 'src/pages/NotFoundLog.tsx',
} satisfies Record<IslandName, string>;
