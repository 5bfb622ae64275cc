# SPDX-License-Identifier: GPL-3.0-or-later
# macOS: "KV Planner.app" with its Info.plist and icon, the Qt frameworks and plugins inside it
# (macdeployqt, through Qt's deployment script), kvplan beside kvplanner in Contents/MacOS, and a
# disk image (CPack DragNDrop). Included by cmake/Packaging.cmake. NOT TESTED: see README.md.

set(KVPLAN_MACOS_DIR "${PROJECT_SOURCE_DIR}/packaging/macos")

# The bundle's icon: an .icns made from the PNG sizes with the system's sips and iconutil.
set(KVPLAN_ICONSET "${PROJECT_BINARY_DIR}/kvplanner.iconset")
set(KVPLAN_ICNS "${PROJECT_BINARY_DIR}/kvplanner.icns")
set(KVPLAN_PNG256 "${PROJECT_SOURCE_DIR}/resources/icons/kvplanner-256.png")
add_custom_command(
  OUTPUT "${KVPLAN_ICNS}"
  COMMAND "${CMAKE_COMMAND}" -E make_directory "${KVPLAN_ICONSET}"
  COMMAND sips -z 16 16 "${KVPLAN_PNG256}" --out "${KVPLAN_ICONSET}/icon_16x16.png"
  COMMAND sips -z 32 32 "${KVPLAN_PNG256}" --out "${KVPLAN_ICONSET}/icon_16x16@2x.png"
  COMMAND sips -z 32 32 "${KVPLAN_PNG256}" --out "${KVPLAN_ICONSET}/icon_32x32.png"
  COMMAND sips -z 64 64 "${KVPLAN_PNG256}" --out "${KVPLAN_ICONSET}/icon_32x32@2x.png"
  COMMAND sips -z 128 128 "${KVPLAN_PNG256}" --out "${KVPLAN_ICONSET}/icon_128x128.png"
  COMMAND "${CMAKE_COMMAND}" -E copy "${KVPLAN_PNG256}" "${KVPLAN_ICONSET}/icon_128x128@2x.png"
  COMMAND "${CMAKE_COMMAND}" -E copy "${KVPLAN_PNG256}" "${KVPLAN_ICONSET}/icon_256x256.png"
  COMMAND iconutil -c icns "${KVPLAN_ICONSET}" -o "${KVPLAN_ICNS}"
  DEPENDS "${KVPLAN_PNG256}"
  COMMENT "Making kvplanner.icns"
  VERBATIM)
set_source_files_properties("${KVPLAN_ICNS}" PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
target_sources(kvplanner PRIVATE "${KVPLAN_ICNS}")

set_target_properties(kvplanner PROPERTIES
  OUTPUT_NAME kvplanner
  MACOSX_BUNDLE_INFO_PLIST "${KVPLAN_MACOS_DIR}/Info.plist.in"
  MACOSX_BUNDLE_BUNDLE_NAME "KV Planner"
  MACOSX_BUNDLE_GUI_IDENTIFIER "${KVPLAN_APP_ID}"
  MACOSX_BUNDLE_ICON_FILE kvplanner.icns
  MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
  MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
  MACOSX_BUNDLE_COPYRIGHT "GPL-3.0-or-later")

# macdeployqt through Qt's own script (Qt 6.3+, "technical preview" in 6.4): the Qt frameworks
# and plugins go into the bundle and the programs' load paths are rewritten to them.
qt_generate_deploy_app_script(TARGET kvplanner FILENAME_VARIABLE kvplan_deploy_script)
install(SCRIPT "${kvplan_deploy_script}")
# QCustomPlot is not a Qt module; macdeployqt copies it when it is a dylib the programs load by
# an absolute or @rpath name it can resolve (see README.md).

set(CPACK_GENERATOR DragNDrop)
set(CPACK_DMG_VOLUME_NAME "KV Planner ${PROJECT_VERSION}")
set(CPACK_PACKAGE_ICON "${KVPLAN_ICNS}")
configure_file("${PROJECT_SOURCE_DIR}/LICENSE" "${PROJECT_BINARY_DIR}/LICENSE.txt" COPYONLY)
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_BINARY_DIR}/LICENSE.txt")
