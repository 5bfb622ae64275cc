# SPDX-License-Identifier: GPL-3.0-or-later
# Windows: the Qt DLLs beside the programs (windeployqt, through Qt's deployment script), the
# QCustomPlot DLL and the compiler's runtime, and an installer: NSIS by default, WiX with
# -DKVPLAN_WINDOWS_INSTALLER=WIX. Included by cmake/Packaging.cmake. NOT TESTED: see README.md.

set(KVPLAN_WINDOWS_DIR "${PROJECT_SOURCE_DIR}/packaging/windows")
set(KVPLAN_WINDOWS_INSTALLER NSIS CACHE STRING "Windows installer generator: NSIS or WIX")

# The icon and the version in the program's file properties.
configure_file("${KVPLAN_WINDOWS_DIR}/kvplanner.rc.in" "${PROJECT_BINARY_DIR}/kvplanner.rc" @ONLY)
target_sources(kvplanner PRIVATE "${PROJECT_BINARY_DIR}/kvplanner.rc")

# windeployqt through Qt's own script (Qt 6.3+, "technical preview" in 6.4): the Qt DLLs and
# plugins kvplanner needs go into bin/ with a qt.conf; kvplan, in the same folder, uses them too.
qt_generate_deploy_app_script(TARGET kvplanner FILENAME_VARIABLE kvplan_deploy_script)
install(SCRIPT "${kvplan_deploy_script}")
# QCustomPlot is not a Qt module: windeployqt does not know it.
install(IMPORTED_RUNTIME_ARTIFACTS QCustomPlotQt6::QCustomPlotQt6
        RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
# The MSVC runtime (vcruntime, msvcp) for machines without the redistributable.
set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION "${CMAKE_INSTALL_BINDIR}")
include(InstallRequiredSystemLibraries)

# Licence texts for the installer and the notices (docs are Markdown; Notepad reads them).
configure_file("${PROJECT_SOURCE_DIR}/LICENSE" "${PROJECT_BINARY_DIR}/LICENSE.txt" COPYONLY)
install(FILES "${PROJECT_BINARY_DIR}/LICENSE.txt" "${PROJECT_SOURCE_DIR}/README.md"
              "${PROJECT_SOURCE_DIR}/resources/licences/LGPL-3.0.txt"
              "${PROJECT_SOURCE_DIR}/resources/licences/nlohmann_json-MIT.txt"
        DESTINATION "${CMAKE_INSTALL_DOCDIR}")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/" DESTINATION "${CMAKE_INSTALL_DOCDIR}/docs"
        FILES_MATCHING PATTERN "*.md" PATTERN "*.png")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_BINARY_DIR}/LICENSE.txt")
set(CPACK_PACKAGE_ICON "${KVPLAN_WINDOWS_DIR}/kvplanner.ico")

if(KVPLAN_WINDOWS_INSTALLER STREQUAL "WIX")
  set(CPACK_GENERATOR WIX ZIP)
  # Never change: Windows recognises an upgrade of KV Planner by it.
  set(CPACK_WIX_UPGRADE_GUID "6B0F3D0E-6E57-4C52-9F1B-2B4E3C1A9D71")
  set(CPACK_WIX_PRODUCT_ICON "${KVPLAN_WINDOWS_DIR}/kvplanner.ico")
  set(CPACK_WIX_PROGRAM_MENU_FOLDER "KV Planner")
  set(CPACK_WIX_PROPERTY_ARPURLINFOABOUT "${KVPLAN_HOMEPAGE}")
else()
  set(CPACK_GENERATOR NSIS ZIP)
  set(CPACK_NSIS_DISPLAY_NAME "KV Planner ${PROJECT_VERSION}")
  set(CPACK_NSIS_PACKAGE_NAME "KV Planner")
  set(CPACK_NSIS_MUI_ICON "${KVPLAN_WINDOWS_DIR}/kvplanner.ico")
  set(CPACK_NSIS_MUI_UNIICON "${KVPLAN_WINDOWS_DIR}/kvplanner.ico")
  set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\kvplanner.exe")
  set(CPACK_NSIS_URL_INFO_ABOUT "${KVPLAN_HOMEPAGE}")
  set(CPACK_NSIS_CONTACT "${KVPLAN_MAINTAINER}")
  set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
  # Offers to put bin\ (kvplan) on PATH.
  set(CPACK_NSIS_MODIFY_PATH ON)
  # KV Planner in "Open with" of JSON files: Windows matches only the last extension, so taking
  # over ".json" (for *.kvplan.json) would take every JSON file. The app opens scenarios from
  # File > Open and by drag and drop.
  set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS [=[
    WriteRegStr HKCR "KVPlanner.Scenario" "" "KV Planner scenario"
    WriteRegStr HKCR "KVPlanner.Scenario\DefaultIcon" "" "$INSTDIR\bin\kvplanner.exe,0"
    WriteRegStr HKCR "KVPlanner.Scenario\shell\open\command" "" '"$INSTDIR\bin\kvplanner.exe" "%1"'
    WriteRegStr HKCR ".json\OpenWithProgids" "KVPlanner.Scenario" ""
  ]=])
  set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS [=[
    DeleteRegValue HKCR ".json\OpenWithProgids" "KVPlanner.Scenario"
    DeleteRegKey HKCR "KVPlanner.Scenario"
  ]=])
endif()
