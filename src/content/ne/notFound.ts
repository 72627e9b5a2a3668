import { site } from '../site';
import type { NotFoundContent } from '../notFound';

export const notFoundContent: NotFoundContent = {
  meta: {
    title: `पृष्ठ भेटिएन — ${site.name}`,
    description: `तपाईंले खोजेको पृष्ठ छैन वा अर्कै ठाउँमा सरेको छ। चाहिएको कुरा भेट्न ${site.name} को गृहपृष्ठमा फर्कनुहोस्।`,
  },
  code: '404',
  title: 'ओहो! पृष्ठ भेटिएन',
  description: 'तपाईंले खोजेको पृष्ठ अर्कै ठाउँमा सरेको हुन सक्छ, वा लिङ्क गलत टाइप भएको हुन सक्छ।',
  action: { label: 'गृहपृष्ठमा फर्कनुहोस्', to: '/' },
  consultation: { label: 'निःशुल्क परामर्श लिनुहोस्', to: '/consultation' },
};
