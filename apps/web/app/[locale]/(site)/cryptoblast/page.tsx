import { rootProductRoute } from '../_components/root-product-route';

/** /cryptoblast (spec shell §2): a third-party product's page. */
const route = rootProductRoute('cryptoblast');
export const generateMetadata = route.generateMetadata;
export default route.Page;
