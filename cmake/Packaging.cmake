# SPDX-License-Identifier: GPL-3.0-or-later
# Installation layout and the Debian package (CPack DEB). `cpack -G DEB` in the build folder
# writes kvplanner_<version>_<arch>.deb; packaging/build-deb.sh does it end to end.

set(KVPLAN_APP_ID org.kvplanner.KVPlanner)
install(FILES "${PROJECT_SOURCE_DIR}/packaging/linux/${KVPLAN_APP_ID}.desktop"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
install(FILES "${PROJECT_SOURCE_DIR}/packaging/linux/${KVPLAN_APP_ID}.metainfo.xml"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
install(FILES "${PROJECT_SOURCE_DIR}/resources/icons/kvplanner.svg"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps"
        RENAME "${KVPLAN_APP_ID}.svg")
install(FILES "${PROJECT_SOURCE_DIR}/packaging/linux/kvplan-mime.xml"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages" RENAME kvplanner.xml)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/resources/examples/"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/kvplanner/examples" FILES_MATCHING PATTERN "*.json")

set(CPACK_PACKAGE_NAME kvplanner)
set(CPACK_PACKAGE_VENDOR "KV Planner developers")
set(CPACK_PACKAGE_CONTACT "KV Planner developers <dev@kvplanner.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Configurator for LLM servers that offload the KV cache")
set(CPACK_PACKAGE_DESCRIPTION
    "KV Planner sizes LLM inference servers that offload the KV cache to CPU memory and NVMe: the GPU KV cache and the conversations it holds, the pinned CPU tier, the DIMM layout per socket, PCIe reload time and the NVMe write budget, with the launch commands of vLLM, SGLang, LMCache and NVIDIA Dynamo and a PDF quote.")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://example.invalid/kvplanner")
# Shared-library dependencies come from dpkg-shlibdeps (Debian's Qt 6 and QCustomPlot packages,
# never bundled copies); the offscreen platform plugin for headless PDF quotes is named here.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_STRIP_FILES ON)
include(CPack)
