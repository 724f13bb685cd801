import { rootProductRoute } from '../_components/root-product-route';

/** /lotto (spec shell §2): a third-party product's page. */
const route = rootProductRoute('lotto');
export const generateMetadata = route.generateMetadata;
export default route.Page;
